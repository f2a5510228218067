import type { ComponentType } from 'react';
import { useLocation } from '@hospital/router';
import { PageMeta, type RemotePageProps } from '@hospital/shared-types';

const cache = new Map<string, ComponentType<RemotePageProps>>();

/** A page that is, for now, just its heading (foundation issue); the content issue fills them in. */
export function headingPage(title: string): ComponentType<RemotePageProps> {
  let page = cache.get(title);
  if (!page) {
    page = function HeadingPage() {
      const { pathname } = useLocation();
      return (
        <section className="container" style={{ padding: '48px 16px' }}>
          <PageMeta title={title} description={`${title} at Ashraya Multispeciality Hospital, Kompally.`} path={pathname} />
          <h1>{title}</h1>
        </section>
      );
    };
    cache.set(title, page);
  }
  return page;
}
