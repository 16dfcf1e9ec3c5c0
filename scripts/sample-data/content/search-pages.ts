/** Search slugs and search page templates (rules.md: Content API). */
import { sortIndex } from '../../../src/domain/search/sort';
import type { ItemType } from '../catalog/types';
import type { SearchPageTemplatePayload, SearchSlugPayload } from '../payloads';

const BY_ITEM_TYPE: Record<ItemType, SearchSlugPayload[]> = {
  car: [
    {
      slug: 'hybrid-and-electric',
      title: 'Hybrid & electric cars',
      description: 'Save at the bowser with a hybrid, plug-in hybrid or electric car.',
      query:
        'refinementList[fuel][0]=Hybrid&refinementList[fuel][1]=Electric&refinementList[fuel][2]=PHEV',
    },
    {
      slug: 'family-suvs',
      title: 'Family SUVs',
      description: 'Room for everyone and everything.',
      query: 'refinementList[categories][0]=Family%20SUVs',
    },
  ],
  motorcycle: [
    {
      slug: 'lams-approved',
      title: 'LAMS approved motorcycles',
      description: 'Learner approved bikes ready to ride.',
      query: 'refinementList[categories][0]=LAMS%20Approved',
    },
  ],
  caravan: [
    {
      slug: 'off-road-caravans',
      title: 'Off-road caravans',
      description: 'Built for the corrugations.',
      query: 'refinementList[categories][0]=4x4%20%26%20Off-road',
    },
  ],
};

export function searchSlugs(vehicleWord: string, itemType: ItemType): SearchSlugPayload[] {
  const w = vehicleWord.toLowerCase();
  return [
    {
      slug: 'under-20k',
      title: `${vehicleWord}s under $20,000`,
      description: `Quality ${w}s under $20,000, ready to drive away.`,
      query: 'range[price]=0:20000',
    },
    {
      slug: 'latest-arrivals',
      title: 'Latest arrivals',
      description: `The newest ${w}s in our yard.`,
      query: `sortBy=${sortIndex('created_at_timestamp', 'desc')}`,
    },
    ...BY_ITEM_TYPE[itemType],
  ];
}

export function searchPageTemplates(
  websiteId: number,
  vehicleWord: string,
): SearchPageTemplatePayload[] {
  const w = vehicleWord.toLowerCase();
  return [
    {
      id: websiteId * 10 + 1,
      name: 'make',
      title: 'New & Used {make} for sale in {city}',
      description: `Browse our range of {make} ${w}s for sale in {city}, {state}.`,
      content: `<p>Looking for a {make}? We have new, demo and used {make} ${w}s ready for a test drive.</p>`,
    },
    {
      id: websiteId * 10 + 2,
      name: 'make_model',
      title: '{make} {model} for sale in {city}',
      description: 'Find your next {make} {model} at {website.name}.',
      content: '<p>Every {make} {model} we sell is inspected and ready to go.</p>',
    },
    {
      id: websiteId * 10 + 3,
      name: 'car_type',
      title: '{car_type} ' + `${vehicleWord}s for sale in {city}`,
      description: `Shop {car_type} ${w}s from {website.name}.`,
      content: null,
    },
    {
      id: websiteId * 10 + 4,
      name: 'location',
      title: `${vehicleWord}s for sale at {location}`,
      description: `Browse the ${w}s at {location}.`,
      content: null,
    },
  ];
}
