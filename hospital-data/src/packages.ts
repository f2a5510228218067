import type { DepartmentName } from './departments';

/**
 * Which health check-up packages exist, what they cost and under which department they are booked: the
 * packages page (content) offers them, the booking form shows the one a visitor chose and the booking API
 * charges its price when it is paid online. Tests and copy stay with content.
 */
export interface HealthPackageIdentity {
  /** Used in /package-single/{id} and /appoinment?package={id}. */
  id: string;
  title: string;
  /** The department whose doctor reviews the results, so the department the visit is booked in. */
  service: DepartmentName;
  /** In rupees, all tests and the review consultation included. */
  price: number;
}

export const HEALTH_PACKAGES = [
  { id: 'basic-wellness', title: 'Basic Wellness', service: 'General Medicine & Family Care', price: 1999 },
  { id: 'executive-health-check-up', title: 'Executive Health Check-Up', service: 'General Medicine & Family Care', price: 3999 },
  { id: 'healthy-heart', title: 'Healthy Heart', service: 'Cardiology & Heart Care', price: 4999 },
  { id: 'womens-wellness', title: 'Women’s Wellness', service: 'Women & Child Care', price: 4499 },
  { id: 'senior-citizen', title: 'Senior Citizen', service: 'General Medicine & Family Care', price: 5499 },
  {
    id: 'comprehensive-master-health-check-up',
    title: 'Comprehensive Master Health Check-Up',
    service: 'General Medicine & Family Care',
    price: 6999,
  },
] as const satisfies readonly HealthPackageIdentity[];

export type HealthPackageId = (typeof HEALTH_PACKAGES)[number]['id'];

export const findHealthPackage = (id: string | null | undefined): HealthPackageIdentity | undefined =>
  HEALTH_PACKAGES.find((pkg) => pkg.id === id);
