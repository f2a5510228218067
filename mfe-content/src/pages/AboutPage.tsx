import { Link } from 'react-router';
import { PageMeta, site } from '@hospital/shared-types';

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`${site.name} in ${site.address.locality}, ${site.address.city}: who we are and how we care for you.`}
        path="/about"
      />
      <section className="container" style={{ padding: '48px 16px' }}>
        <nav aria-label="Breadcrumb">
          <ol style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
            <li>
              <Link to="/">Home</Link> /
            </li>
            <li aria-current="page">About</li>
          </ol>
        </nav>
        <h1>About Us</h1>
        <p>{site.blurb}</p>
      </section>
    </>
  );
}
