import { useLocation } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { departmentByPath } from '../data/departments/departments';
import { contentBySlug } from '../data/departments/content';
import { DepartmentIntro } from '../features/departments/components/DepartmentIntro';
import { DepartmentSidebar } from '../features/departments/components/DepartmentSidebar';
import { ProblemsGrid } from '../features/departments/components/ProblemsGrid';
import { TreatmentSteps } from '../features/departments/components/TreatmentSteps';
import { CapabilitiesAndProcess } from '../features/departments/components/CapabilitiesAndProcess';
import { Specialists } from '../features/departments/components/Specialists';
import { BookCta } from '../features/departments/components/BookCta';
import layout from '../features/departments/components/Layout.module.css';
import NotFoundPage from './NotFoundPage';

/** One of the six department pages (/general ... /emergency), chosen by the path it is mounted at. */
export default function DepartmentServicePage() {
  const { pathname } = useLocation();
  const department = departmentByPath(pathname.replace(/\/+$/, '') || '/');
  const content = department ? contentBySlug(department.slug) : undefined;
  if (!department || !content) return <NotFoundPage />;

  return (
    <>
      <PageMeta title={department.title} description={department.tagline} path={department.path} />
      <PageBanner title={department.title} crumb={department.short} trail={[{ label: 'Services', to: '/services' }]} />
      <div className={`container ${layout.page} ${layout.withSidebar}`}>
        <div className={layout.main}>
          <DepartmentIntro department={department} intro={content.intro} />
          <ProblemsGrid problems={content.problems} departmentShort={department.short} />
          <TreatmentSteps steps={content.steps} />
          <CapabilitiesAndProcess capabilities={content.capabilities} workProcess={content.workProcess} />
          <Specialists title={content.specialistsTitle} />
          <BookCta department={department.short} service={department.title} />
        </div>
        <DepartmentSidebar />
      </div>
    </>
  );
}
