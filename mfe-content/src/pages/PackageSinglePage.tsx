import { useParams } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { PackageDetail } from '../features/packages/components/PackageDetail';
import { findPackage, formatRupees } from '../features/packages/data/packages';
import section from '../components/Section.module.css';
import NotFoundPage from './NotFoundPage';

export default function PackageSinglePage() {
  const { id } = useParams();
  const pkg = findPackage(id);
  if (!pkg) return <NotFoundPage />;
  return (
    <>
      <PageMeta
        title={`${pkg.title} Package`}
        description={`${pkg.title} health check-up at ${formatRupees(pkg.price)}: ${pkg.tests.length} tests including ${pkg.tests
          .slice(0, 3)
          .join(', ')}. Who it is for and how to prepare.`}
        path={`/package-single/${pkg.id}`}
      />
      <PageBanner title={pkg.title} trail={[{ label: 'Packages', to: '/packages' }]} />
      <section className={section.section}>
        <div className="container">
          <PackageDetail pkg={pkg} />
        </div>
      </section>
    </>
  );
}
