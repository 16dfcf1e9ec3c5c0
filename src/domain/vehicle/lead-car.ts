/**
 * The car a lead form is about (src/stores/lead-form.ts LeadCar), built once from the car so
 * every button on the page asks for a form about the same car.
 */
import type { LeadCar } from '../../stores/lead-form';
import { modelName, type Car } from './schema';

export function toLeadCar(car: Car, title: string, image: string | null): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    title,
    make: car.make,
    model: modelName(car),
    year: car.year ?? null,
    badge: car.badge ?? null,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    price_type: car.price_type ?? null,
    colour: car.colour ?? null,
    trans: car.trans ?? null,
    km: car.km ?? null,
    cylinders: car.cylinders ?? null,
    engine_size_litres: car.engine_size_litres ?? null,
    fuel: car.fuel ?? null,
    image,
    dealership_id: car.dealership_id ?? null,
    dealership_slug: car.dealership_slug ?? null,
    location: car.location
      ? {
          id: car.location.id ?? null,
          name: car.location.name ?? null,
          distribution_locations: car.location.distribution_locations?.map((d) => ({ id: d.id ?? null, name: d.name ?? null })) ?? null,
        }
      : null,
  };
}
