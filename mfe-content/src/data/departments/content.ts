import type { DepartmentContent } from './types';
import { generalContent } from './content-general';
import { womenContent } from './content-women';
import { orthoContent } from './content-ortho';
import { heartContent } from './content-heart';
import { gastroContent } from './content-gastro';
import { entContent } from './content-ent';

/** Full page content of each department, in the order of `departments`; only department pages import it. */
export const departmentContents: DepartmentContent[] = [
  generalContent,
  womenContent,
  orthoContent,
  heartContent,
  gastroContent,
  entContent,
];

export const contentBySlug = (slug: string): DepartmentContent | undefined => departmentContents.find((content) => content.slug === slug);
