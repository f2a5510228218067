import { useParams } from '@hospital/router';
import { PageMeta, useCommonNames } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { PackageDetail } from '../features/packages/components/PackageDetail';
import { findPackage, formatRupees } from '../features/packages/data/packages';
import section from '../components/Section.module.css';
import NotFoundPage from './NotFoundPage';
import { useTranslatedData } from '../i18n/catalog';
import { useT } from '../i18n/care/catalog';

export default function PackageSinglePage() {
  const { id } = useParams();
  const english = findPackage(id);
  const pkg = useTranslatedData(`packages.${english?.id}`, english);
  const names = useCommonNames();
  const t = useT();
  if (!pkg) return <NotFoundPage />;
  const title = names.healthPackage(pkg.id, pkg.title);
  return (
    <>
      <PageMeta
        title={t('packages.ui.single.title', { title })}
        description={t('packages.ui.single.description', {
          title,
          price: formatRupees(pkg.price),
          count: pkg.tests.length,
          tests: pkg.tests.slice(0, 3).join(', '),
        })}
        path={`/package-single/${pkg.id}`}
      />
      <PageBanner title={title} trail={[{ label: t('packages.ui.crumb'), to: '/packages' }]} />
      <section className={section.section}>
        <div className="container">
          <PackageDetail pkg={pkg} />
        </div>
      </section>
    </>
  );
}
