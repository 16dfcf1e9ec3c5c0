/** New Zealand's Consumer Information Notice on a used car's page: the facts the tenant provides. */
import { describe, expect, it } from 'vitest';
import { cinRows } from '../../../../src/domain/vehicle/consumer-information-notice';
import { vdpData } from '../../../../src/page-data/vehicle';
import { makeCar, makeWebsite } from '../../../support/factories';

const car = {
  car_type: 'used',
  year: 2019,
  make: 'Toyota',
  model: 'Aqua',
  km: 84500,
  regplate: 'LKJ482',
  vin: 'JTDKB3FU603123456',
  price: 14990,
  rego_expiry: '2027-03-31',
  consumer_information_notice: {
    trader_registration: 'M123456',
    security_interest: false,
    first_registered_nz: '2020-02-14',
    previously_registered_overseas: true,
    overseas_country: 'Japan',
    imported_damaged: false,
    odometer_accurate: true,
    wof_expiry: '2027-02-14',
    write_off: false,
  },
};
const trader = { name: 'Lakeside Auto Limited', registration: 'M999' };

describe('Consumer Information Notice (NZ)', () => {
  it('lists every fact provided, in order, with NZ dates', () => {
    expect(cinRows(car, trader, 'NZ')).toEqual([
      { label: 'Trader', value: 'Lakeside Auto Limited' },
      { label: 'Motor vehicle trader registration number', value: 'M123456' },
      { label: 'Cash price (including GST)', value: '$14,990' },
      { label: 'Make and model', value: 'Toyota Aqua' },
      { label: 'Year of manufacture', value: '2019' },
      { label: 'Registration plate', value: 'LKJ482' },
      { label: 'VIN or chassis number', value: 'JTDKB3FU603123456' },
      { label: 'Odometer reading', value: '84,500 km (believed accurate)' },
      { label: 'First registered in New Zealand', value: '14 February 2020' },
      { label: 'Previously registered overseas', value: 'Yes (Japan)' },
      { label: 'Imported as a damaged vehicle', value: 'No' },
      { label: 'Recorded as a write-off', value: 'No' },
      { label: 'Security interest registered on the PPSR', value: 'No' },
      { label: 'Warrant of fitness expires', value: '14 February 2027' },
      { label: 'Vehicle licence (registration) expires', value: '31 March 2027' },
    ]);
  });
  it('leaves out what the tenant did not provide; the location’s licence is the trader number', () => {
    const rows = cinRows({ ...car, consumer_information_notice: null }, trader, 'NZ');
    expect(rows.map((r) => r.label)).not.toContain('Imported as a damaged vehicle');
    expect(rows).toContainEqual({
      label: 'Motor vehicle trader registration number',
      value: 'M999',
    });
  });
  it('only on an NZ site, and not for a new car', () => {
    expect(cinRows(car, trader, 'AU')).toEqual([]);
    expect(cinRows(car, trader, 'US')).toEqual([]);
    expect(cinRows({ ...car, car_type: 'new' }, trader, 'NZ')).toEqual([]);
  });
  it('reaches the vehicle page data from the content schema', () => {
    const nz = makeWebsite({
      config: { market: 'NZ' },
      legal_entity: 'Lakeside Auto Limited NZBN 9429041234567',
    });
    const d = vdpData(makeCar(car), nz);
    expect(d.consumerInformationNotice[0]).toEqual({
      label: 'Trader',
      value: 'Lakeside Auto Limited NZBN 9429041234567',
    });
    expect(d.consumerInformationNotice).toContainEqual({
      label: 'Previously registered overseas',
      value: 'Yes (Japan)',
    });
    expect(vdpData(makeCar(car), makeWebsite()).consumerInformationNotice).toEqual([]);
  });
});
