import { useParams } from '@hospital/router';
import { PageMeta, useCommonNames } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { PackageDetail } from '../features/packages/components/PackageDetail';
import { findPackage, formatRupees } from '../features/packages/data/packages';
import section from '../components/Section.module.css';
import NotFoundPage from './NotFoundPage';
import { useTranslatedData } from '../i18n/catalog';

export default function PackageSinglePage() {
  const { id } = useParams();
  const english = findPackage(id);
  const pkg = useTranslatedData(`packages.${english?.id}`, english);
  const names = useCommonNames();
  if (!pkg) return <NotFoundPage />;
  const title = names.healthPackage(pkg.id, pkg.title);
  return (
    <>
      <PageMeta
        title={`${title} Package`}
        description={`${title} health check-up at ${formatRupees(pkg.price)}: ${pkg.tests.length} tests including ${pkg.tests
          .slice(0, 3)
          .join(', ')}. Who it is for and how to prepare.`}
        path={`/package-single/${pkg.id}`}
      />
      <PageBanner title={title} trail={[{ label: 'Packages', to: '/packages' }]} />
      <section className={section.section}>
        <div className="container">
          <PackageDetail pkg={pkg} />
        </div>
      </section>
    </>
  );
}
