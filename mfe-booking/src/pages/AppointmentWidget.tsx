export default function AppointmentWidget() {
  return <p data-booking-release={__RELEASE__}>Online appointment booking</p>;
}
