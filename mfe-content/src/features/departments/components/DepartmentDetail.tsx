import { Link, useParams } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { PageBanner } from '../../../components/PageBanner';
import { departmentBySlug } from '../data/departments';
import { contentBySlug } from '../data/content';
import { DEPARTMENT_IMAGE_HEIGHT, DEPARTMENT_IMAGE_WIDTH, departmentImages } from '../data/images';
import { DepartmentSidebar } from './DepartmentSidebar';
import { CapabilitiesAndProcess } from './CapabilitiesAndProcess';
import { Specialists } from './Specialists';
import { BookCta } from './BookCta';
import layout from './Layout.module.css';
import NotFoundPage from '../../../pages/NotFoundPage';

export interface DepartmentDetailProps {
  /** 'department' for /department-single/{slug}; 'service' for /service-single/{slug}, which adds the Services sidebar. */
  variant: 'department' | 'service';
}

/** Department or service detail: overview, capabilities, work process and three specialists. Unknown slug -> 404. */
export function DepartmentDetail({ variant }: DepartmentDetailProps) {
  const { slug } = useParams();
  const department = departmentBySlug(slug);
  const content = department ? contentBySlug(department.slug) : undefined;
  if (!department || !content) return <NotFoundPage />;
  const image = departmentImages[department.slug];
  const base = variant === 'service' ? '/service-single' : '/department-single';
  const trail =
    variant === 'service' ? [{ label: 'Services', to: '/services' }] : [{ label: 'Departments', to: '/department' }];

  const main = (
    <div className={layout.main}>
      <div className={layout.hero}>
        {image ? (
          <img
            className={layout.image}
            src={image.src}
            alt={image.alt}
            width={DEPARTMENT_IMAGE_WIDTH}
            height={DEPARTMENT_IMAGE_HEIGHT}
            fetchPriority="high"
          />
        ) : null}
        <div>
          <p className={layout.lead}>{department.tagline}</p>
          {content.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <Link to={department.path} className="btn btn-secondary">
            Everything we treat in {department.short}
          </Link>
        </div>
      </div>
      <CapabilitiesAndProcess capabilities={content.capabilities} workProcess={content.workProcess} />
      <Specialists title={content.specialistsTitle} />
      <BookCta department={department.short} />
    </div>
  );

  return (
    <>
      <PageMeta
        title={variant === 'service' ? `${department.short} Services` : `${department.short} Department`}
        description={department.tagline}
        path={`${base}/${department.slug}`}
      />
      <PageBanner title={department.title} crumb={department.short} trail={trail} />
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
