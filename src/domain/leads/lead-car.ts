/**
 * The car a lead form is about (rules.md: Lead / enquiry payload, car enquiry
 * defaults): built from a Car by leadCarFromCar (car-enquiry.ts), carried by cards and the vehicle page.
 */
export interface LeadCar {
  id: string | number;
  slug: string;
  title: string;
  make: string;
  model: string;
  year?: number | null;
  badge?: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'sold' | 'coming_soon';
  stocknum?: string | null;
  vin?: string | null;
  price?: number | null;
  price_type?: string | null;
  colour?: string | null;
  trans?: string | null;
  km?: number | null;
  cylinders?: number | null;
  engine_size_litres?: number | null;
  fuel?: string | null;
  image?: string | null;
  dealership_id?: string | number | null;
  dealership_slug?: string | null;
  location?: {
    id?: string | number | null;
    name?: string | null;
    distribution_locations?: { id?: string | number | null; name?: string | null }[] | null;
  } | null;
}
