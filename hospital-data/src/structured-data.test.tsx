import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, articleJsonLd, hospitalJsonLd, physicianJsonLd } from './structured-data';

const parse = (html: string) => JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

describe('structured data', () => {
  it('describes the hospital with its address, phone, six departments and 24/7 hours', () => {
    const data = parse(renderToStaticMarkup(<JsonLd data={hospitalJsonLd()} />));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      telephone: expect.stringMatching(/^\+91\d{10}$/),
      address: expect.objectContaining({ addressRegion: 'Telangana' }),
      openingHoursSpecification: expect.objectContaining({ opens: '00:00', closes: '23:59' }),
    });
    expect(data.medicalSpecialty).toHaveLength(6);
  });

  it('cannot be broken out of by the text it carries', () => {
    const html = renderToStaticMarkup(
      <JsonLd
        data={articleJsonLd({
          title: '</script><script>alert(1)</script>',
          path: '/x',
          description: '',
          author: 'A',
          datePublished: '2025-01-01',
        })}
      />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('ties a physician to the hospital', () => {
    const data = physicianJsonLd({
      name: 'Dr. A',
      slug: 'dr-a',
      jobTitle: 'Surgeon',
      qualification: 'MS',
      specialty: 'Orthopaedics',
      description: 'x',
    });
    expect(data).toMatchObject({
      '@type': 'Physician',
      url: expect.stringContaining('/team-single/dr-a'),
      worksFor: { '@type': 'Hospital' },
    });
  });
});
