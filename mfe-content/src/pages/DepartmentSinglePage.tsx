import { DepartmentDetail } from '../features/departments/components/DepartmentDetail';

export default function DepartmentSinglePage() {
  return <DepartmentDetail variant="department" />;
}
