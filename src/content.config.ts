import { defineCollection } from 'astro:content';
import { Car } from './domain/vehicle/schema';
import { SoldCarDoc } from './domain/vehicle/sold-car-doc';
import { Part } from './domain/parts/schema';
import {
  BlogPost,
  Location,
  Manufacturer,
  Model,
  Offer,
  Page,
  Promotions,
  SearchPageTemplate,
  SearchSlug,
  Website,
} from './domain/tenant/schema';
import {
  blogsLoader,
  locationsLoader,
  manufacturersLoader,
  modelsLoader,
  offersLoader,
  pagesLoader,
  partsLoader,
  promotionsLoader,
  searchPageTemplatesLoader,
  searchSlugsLoader,
  soldCarsLoader,
  stockLoader,
  websiteLoader,
} from './data/loaders';

export const collections = {
  website: defineCollection({ loader: websiteLoader(), schema: Website }),
  locations: defineCollection({ loader: locationsLoader(), schema: Location }),
  manufacturers: defineCollection({ loader: manufacturersLoader(), schema: Manufacturer }),
  models: defineCollection({ loader: modelsLoader(), schema: Model }),
  offers: defineCollection({ loader: offersLoader(), schema: Offer }),
  pages: defineCollection({ loader: pagesLoader(), schema: Page }),
  parts: defineCollection({ loader: partsLoader(), schema: Part }),
  blogs: defineCollection({ loader: blogsLoader(), schema: BlogPost }),
  promotions: defineCollection({ loader: promotionsLoader(), schema: Promotions }),
  searchSlugs: defineCollection({ loader: searchSlugsLoader(), schema: SearchSlug }),
  searchPageTemplates: defineCollection({
    loader: searchPageTemplatesLoader(),
    schema: SearchPageTemplate,
  }),
  stock: defineCollection({ loader: stockLoader(), schema: Car }),
  /** Sold cars past their redirect day (their `_redirects` rules). */
  soldCars: defineCollection({ loader: soldCarsLoader(), schema: SoldCarDoc }),
};
