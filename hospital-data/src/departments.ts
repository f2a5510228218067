/**
 * The six service areas. They cross package boundaries: the content pages list them, the booking
 * form offers them as its services, and the booking API accepts nothing else.
 */
export const DEPARTMENTS = [
  { name: 'General Medicine & Family Care', path: '/general', short: 'General Medicine' },
  { name: 'Women & Child Care', path: '/gynecology', short: 'Women & Child Care' },
  { name: 'Orthopaedics & Trauma Care', path: '/orthopaedics', short: 'Orthopaedics' },
  { name: 'Cardiology & Heart Care', path: '/cardiology', short: 'Cardiology' },
  { name: 'Gastroenterology & Surgery', path: '/gastroenterology', short: 'Gastroenterology' },
  { name: 'ENT (Ear, Nose & Throat) Care', path: '/emergency', short: 'ENT Care' },
] as const;

export type DepartmentName = (typeof DEPARTMENTS)[number]['name'];
export const DEPARTMENT_NAMES: readonly DepartmentName[] = DEPARTMENTS.map((d) => d.name);
export type DepartmentPath = (typeof DEPARTMENTS)[number]['path'];
