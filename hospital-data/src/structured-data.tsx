import { DEPARTMENTS } from './departments';
import { site } from './site';

type Thing = Record<string, unknown>;

/** schema.org data for search engines, rendered where the page renders it. */
export function JsonLd({ data }: { data: Thing }) {
  // JSON inside a script element: escape '<' so text can never close the element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export const hospitalJsonLd = (): Thing => ({
  '@type': 'Hospital',
  '@id': `${site.origin}/#hospital`,
  name: site.name,
  url: site.origin,
  telephone: site.phoneE164,
  email: site.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: `${site.address.locality}, ${site.address.city}`,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
  medicalSpecialty: DEPARTMENTS.map((d) => d.name),
  availableService: DEPARTMENTS.map((d) => ({ '@type': 'MedicalSpecialty', name: d.name, url: `${site.origin}${d.path}` })),
  openingHoursSpecification: {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    opens: '00:00',
    closes: '23:59',
    description: `Emergency ${site.openingHours.emergency}`,
  },
  isAcceptingNewPatients: true,
});

export interface PhysicianFacts {
  name: string;
  slug: string;
  jobTitle: string;
  qualification: string;
  specialty: string;
  description: string;
  image?: string;
}

export const physicianJsonLd = (doctor: PhysicianFacts): Thing => ({
  '@type': 'Physician',
  name: doctor.name,
  url: `${site.origin}/team-single/${doctor.slug}`,
  jobTitle: doctor.jobTitle,
  description: doctor.description,
  medicalSpecialty: doctor.specialty,
  hasCredential: doctor.qualification,
  ...(doctor.image ? { image: doctor.image } : {}),
  worksFor: { '@id': `${site.origin}/#hospital`, '@type': 'Hospital', name: site.name },
});

export interface ArticleFacts {
  title: string;
  path: string;
  description: string;
  author: string;
  datePublished: string;
  image?: string;
}

export const articleJsonLd = (article: ArticleFacts): Thing => ({
  '@type': 'MedicalWebPage',
  url: `${site.origin}${article.path}`,
  name: article.title,
  description: article.description,
  mainEntity: {
    '@type': 'Article',
    headline: article.title,
    author: { '@type': 'Person', name: article.author },
    datePublished: article.datePublished,
    publisher: { '@id': `${site.origin}/#hospital`, '@type': 'Hospital', name: site.name },
    ...(article.image ? { image: article.image } : {}),
  },
});
