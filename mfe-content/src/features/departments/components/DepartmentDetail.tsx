import { Link, useParams } from '@hospital/router';
import { PageMeta, useCommonNames } from '@hospital/hospital-data';
import { PageBanner } from '../../../components/PageBanner';
import { departmentBySlug } from '../../../data/departments/departments';
import { contentBySlug } from '../../../data/departments/content';
import { DepartmentIntro } from './DepartmentIntro';
import { DepartmentSidebar } from './DepartmentSidebar';
import { CapabilitiesAndProcess } from './CapabilitiesAndProcess';
import { Specialists } from './Specialists';
import { BookCta } from './BookCta';
import layout from './Layout.module.css';
import { NotFound } from '../../../components/NotFound';
import { useTranslatedData } from '../../../i18n/catalog';
import { useT } from '../../../i18n/care/catalog';

export interface DepartmentDetailProps {
  /** 'department' for /department-single/{slug}; 'service' for /service-single/{slug}, which adds the Services sidebar. */
  variant: 'department' | 'service';
}

/** Department or service detail: overview, capabilities, work process and the department's doctors. Unknown slug -> 404. */
export function DepartmentDetail({ variant }: DepartmentDetailProps) {
  const { slug } = useParams();
  const english = departmentBySlug(slug);
  // The page's language: the data's text from this remote's catalog, the department's names from the contract's.
  const department = useTranslatedData(`departments.${english?.slug}`, english);
  const content = useTranslatedData(`departments.${english?.slug}`, english ? contentBySlug(english.slug) : undefined);
  const names = useCommonNames();
  const t = useT();
  if (!english || !department || !content) return <NotFound />;
  const name = names.department(department.title);
  const short = names.department(department.title, 'short');
  const base = variant === 'service' ? '/service-single' : '/department-single';
  const trail =
    variant === 'service'
      ? [{ label: t('care.crumb.services'), to: '/services' }]
      : [{ label: t('care.crumb.departments'), to: '/department' }];

  const main = (
    <div className={layout.main}>
      <DepartmentIntro department={department} intro={content.intro}>
        <Link to={department.path} className="btn btn-secondary">
          {t('departments.ui.detail.everything', { department: short })}
        </Link>
      </DepartmentIntro>
      <CapabilitiesAndProcess capabilities={content.capabilities} workProcess={content.workProcess} />
      <Specialists title={content.specialistsTitle} department={english.title} />
      <BookCta department={short} service={department.title} />
    </div>
  );

  return (
    <>
      <PageMeta
        title={t(variant === 'service' ? 'departments.ui.detail.metaService' : 'departments.ui.detail.metaDepartment', {
          department: short,
        })}
        description={department.tagline}
        path={`${base}/${department.slug}`}
      />
      <PageBanner title={name} crumb={short} trail={trail} />
      {variant === 'service' ? (
        <div className={`container ${layout.page} ${layout.withSidebar}`}>
          {main}
          <DepartmentSidebar linkOf={(deptSlug) => `/service-single/${deptSlug}`} />
        </div>
      ) : (
        <div className={`container ${layout.page}`}>{main}</div>
      )}
    </>
  );
}
