import { useLocation } from '@hospital/router';
import { PageMeta, useCommonNames } from '@hospital/hospital-data';
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
import { useTranslatedData } from '../i18n/catalog';
import { useT } from '../i18n/care/catalog';

/** One of the six department pages (/general ... /emergency), chosen by the path it is mounted at. */
export default function DepartmentServicePage() {
  const { pathname } = useLocation();
  const english = departmentByPath(pathname.replace(/\/+$/, '') || '/');
  // The page's language: the data's text from this remote's catalog, the department's names from the contract's.
  const department = useTranslatedData(`departments.${english?.slug}`, english);
  const content = useTranslatedData(`departments.${english?.slug}`, english ? contentBySlug(english.slug) : undefined);
  const names = useCommonNames();
  const t = useT();
  if (!english || !department || !content) return <NotFoundPage />;
  const name = names.department(department.title);
  const short = names.department(department.title, 'short');

  return (
    <>
      <PageMeta title={name} description={department.tagline} path={department.path} />
      <PageBanner title={name} crumb={short} trail={[{ label: t('care.crumb.services'), to: '/services' }]} />
      <div className={`container ${layout.page} ${layout.withSidebar}`}>
        <div className={layout.main}>
          <DepartmentIntro department={department} intro={content.intro} />
          <ProblemsGrid problems={content.problems} departmentShort={short} />
          <TreatmentSteps steps={content.steps} />
          <CapabilitiesAndProcess capabilities={content.capabilities} workProcess={content.workProcess} />
          <Specialists title={content.specialistsTitle} department={english.title} />
          <BookCta department={short} service={department.title} />
        </div>
        <DepartmentSidebar />
      </div>
    </>
  );
}
