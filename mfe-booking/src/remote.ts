import { CONTRACT_VERSION, type RemoteDefinition } from '@hospital/shared-types';

const remote: RemoteDefinition = {
  name: 'booking',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  routes: [{ path: '/appoinment', title: 'Appointment', load: () => import('./pages/AppointmentPage') }],
  widgets: {
    'booking.appointment-form': () => import('./pages/AppointmentWidget'),
  },
};

export default remote;
