import { CONTRACT_VERSION, defineRoutes, type RemoteDefinition } from '@hospital/shared-types';
import { routeList } from './route-list';
import { loadLanguage } from './i18n/catalog';

const remote: RemoteDefinition = {
  name: 'booking',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  loadLanguage,
  routes: defineRoutes(routeList, {
    '/appoinment': { title: 'Appointment', load: () => import('./pages/AppointmentPage') },
    '/appoinment/manage': { title: 'Manage your appointment', load: () => import('./pages/ManagePage') },
    '/appoinment/manage/:token': { title: 'Your appointment', load: () => import('./pages/ManagePage') },
    // Staff only: its code is fetched when someone opens /staff, never by a public page.
    '/staff': { title: 'Appointments desk', load: () => import('./pages/StaffPage') },
    '/staff/releases': { title: 'Releases', load: () => import('./pages/StaffReleasesPage') },
  }),
  widgets: {
    'booking.appointment-form': () => import('./pages/AppointmentWidget'),
    'booking.doctor-availability': () => import('./pages/DoctorAvailabilityWidget'),
  },
};

export default remote;
