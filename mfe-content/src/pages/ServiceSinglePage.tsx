import { DepartmentDetail } from '../features/departments/components/DepartmentDetail';

export default function ServiceSinglePage() {
  return <DepartmentDetail variant="service" />;
}
