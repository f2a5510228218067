import type { ReactNode } from 'react';
import type { DepartmentSummary } from '../../../data/departments/types';
import { DEPARTMENT_IMAGE_HEIGHT, DEPARTMENT_IMAGE_WIDTH, departmentImages } from '../../../data/departments/images';
import layout from './Layout.module.css';
import { useTranslatedData } from '../../../i18n/catalog';

/** A department's picture, tagline and intro: the top of its department, service and own page. */
export function DepartmentIntro({ department, intro, children }: { department: DepartmentSummary; intro: string[]; children?: ReactNode }) {
  const image = useTranslatedData(`departments.${department.slug}.image`, departmentImages[department.slug]);
  return (
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
        {intro.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        {children}
      </div>
    </div>
  );
}
