import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { type ShellServices, type SlotProps } from '@hospital/shared-types';
import TeamSinglePage from './TeamSinglePage';
import TeamPage from './TeamPage';
import BlogSinglePage from './BlogSinglePage';
import BlogPage from './BlogPage';
import { speakOn } from '../test/speak';

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const shell: ShellServices = { Slot: (props: SlotProps) => <div data-testid="slot">{props.name}</div> };

/** The page's structured data, as search engines read it. */
const structuredData = (container: HTMLElement): Record<string, unknown> =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;

describe('a doctor’s page in Telugu', () => {
  const renderDoctor = (slug: string) =>
    render(
      <MemoryRouter initialEntries={[`/team-single/${slug}`]}>
        <Routes>
          <Route path="/team-single/:slug" element={<TeamSinglePage shell={shell} />} />
        </Routes>
      </MemoryRouter>,
    );

  it('shows the profile from the Telugu catalog, under the doctor’s name in Telugu script with the Latin name kept', async () => {
    await speakOn('te', ['/team-single/:slug']);
    const { container } = renderDoctor('dr-srinivas-reddy');
    const heading = screen.getByRole('heading', { level: 1, name: 'డా. శ్రీనివాస్ రెడ్డి' });
    expect(heading).toHaveAttribute('translate', 'no');
    // The Latin name for the record, marked English, right under the heading and on the profile's card.
    const latin = screen.getAllByText('Dr. Srinivas Reddy', { selector: '[lang="en"]' });
    expect(latin).toHaveLength(2);
    expect(heading.nextElementSibling).toBe(latin[0]);
    // The profile's own headings name the doctor in the script too.
    expect(screen.getByRole('heading', { level: 2, name: 'డా. శ్రీనివాస్ రెడ్డి గురించి' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Srinivas/ })).not.toBeInTheDocument();
    const position = 'వ్యవస్థాపకులు మరియు మెడికల్ డైరెక్టర్, సీనియర్ జనరల్ ఫిజీషియన్';
    expect(screen.getByText(position, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (జనరల్ మెడిసిన్), FICP')).toBeInTheDocument();
    expect(screen.getByText('15+ సంవత్సరాలు')).toBeInTheDocument();
    expect(screen.getByText(/^కుటుంబాలను సమయానికి చూసి/)).toBeInTheDocument();
    expect(screen.getByText('ముందే నిర్ణయించిన సర్జరీకి ముందు సెకండ్ ఒపీనియన్')).toBeInTheDocument();
    expect(screen.getByText('ఉత్తర హైదరాబాద్‌లో పదిహేనేళ్లుగా కుటుంబాలకు వైద్య సేవలు')).toBeInTheDocument();
    expect(screen.getByText(/^మెడికల్ డైరెక్టర్‌గా డా\. రెడ్డి/)).toBeInTheDocument();
    expect(screen.queryByText('MBBS, MD (General Medicine), FICP')).not.toBeInTheDocument();
    expect(screen.queryByText(/founded Ashraya/)).not.toBeInTheDocument();
    // The title and the structured data are built from the same profile.
    expect(document.title).toContain(`Dr. Srinivas Reddy, ${position}`);
    expect(structuredData(container)).toMatchObject({
      name: 'Dr. Srinivas Reddy',
      jobTitle: position,
      hasCredential: 'MBBS, MD (జనరల్ మెడిసిన్), FICP',
      medicalSpecialty: 'జనరల్ మెడిసిన్, మధుమేహం (షుగర్), అధిక రక్తపోటు (బీపీ), వ్యాధుల నివారణ',
    });
    // Booking still names the doctor by slug.
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/appoinment?doctor=dr-srinivas-reddy')).toBe(true);
  });

  it('goes back to the English profile when the visitor switches to English', async () => {
    await speakOn('te', ['/team-single/:slug']);
    renderDoctor('dr-prakash-naidu');
    expect(screen.getByText('విజిటింగ్ కన్సల్టెంట్ ENT సర్జన్', { selector: 'dd' })).toBeInTheDocument();
    act(() => activateLanguage('en', 'en-IN'));
    expect(screen.getByText('Visiting Consultant ENT Surgeon', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Hearing tests and hearing aid advice')).toBeInTheDocument();
    expect(screen.queryByText('విజిటింగ్ కన్సల్టెంట్ ENT సర్జన్')).not.toBeInTheDocument();
  });

  it('lists the doctors with their roles in Hindi on the team page', async () => {
    await speakOn('hi', ['/team']);
    render(
      <MemoryRouter>
        <TeamPage />
      </MemoryRouter>,
    );
    // Each card's heading names the doctor in Devanagari, the Latin name under it.
    const heading = screen.getByRole('heading', { level: 3, name: 'डॉ. कार्तिक वर्मा' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/team-single/dr-karthik-varma');
    const karthik = heading.closest('article');
    expect(karthik).not.toBeNull();
    expect(within(karthik as HTMLElement).getByText('Dr. Karthik Varma')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('heading', { name: /^Dr\. / })).not.toBeInTheDocument();
    expect(within(karthik as HTMLElement).getByText('कंसल्टेंट ऑर्थोपेडिक सर्जन')).toBeInTheDocument();
    expect(screen.getByText('विज़िटिंग कंसल्टेंट गैस्ट्रोएंटेरोलॉजिस्ट')).toBeInTheDocument();
    expect(screen.queryByText('Consultant Orthopaedic Surgeon')).not.toBeInTheDocument();
  });
});

describe('a blog post in Telugu', () => {
  it('shows the article, its sidebar and its date in Telugu', async () => {
    await speakOn('te', ['/blog-single/:slug']);
    const { container } = render(
      <MemoryRouter initialEntries={['/blog-single/regular-health-checkups']}>
        <Routes>
          <Route path="/blog-single/:slug" element={<BlogSinglePage />} />
        </Routes>
      </MemoryRouter>,
    );
    const title = 'ఆరోగ్యంగానే ఉన్నట్టు అనిపించినా, ఏడాదికోసారి హెల్త్ చెకప్ ఎందుకు ముఖ్యం';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^మా జనరల్ మెడిసిన్ క్లినిక్‌లో కొత్తగా మధుమేహం/)).toBeInTheDocument();
    expect(screen.getByText(/^సిద్ధం కావడం చాలా సులభం/)).toBeInTheDocument();
    expect(screen.getByText(/^మధుమేహం లేదా అధిక రక్తపోటు మిమ్మల్ని పట్టుకునే ముందే/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ఛాతీపై ఎలక్ట్రోడ్‌లతో ECG కోసం పడుకుని ఉన్న రోగి చిత్రం' })).toBeInTheDocument();
    expect(screen.getByText(/వ్యవస్థాపకులు మరియు మెడికల్ డైరెక్టర్/)).toHaveTextContent('Dr. Srinivas Reddy, వ్యవస్థాపకులు మరియు మెడికల్ డైరెక్టర్');
    expect(screen.getAllByText('12 మార్చి, 2025').length).toBeGreaterThan(0);
    expect(screen.queryByText('12 March 2025')).not.toBeInTheDocument();
    expect(screen.queryByText(/But I felt perfectly well/)).not.toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'బ్లాగ్ పక్క వరుస' });
    expect(within(sidebar).getByRole('link', { name: /^అత్యవసర చికిత్స/ })).toHaveTextContent('అత్యవసర చికిత్స(2)');
    expect(within(sidebar).getByRole('link', { name: 'మా 24/7 ఎమర్జెన్సీ, ఫార్మసీ: ప్రతి నిమిషం విలువైనప్పుడు ఏం చేయాలి' })).toHaveAttribute(
      'href',
      '/blog-single/emergency-pharmacy-services',
    );

    expect(document.title).toContain(title);
    expect(structuredData(container)).toMatchObject({
      name: title,
      mainEntity: { headline: title, author: { name: 'Dr. Srinivas Reddy' }, datePublished: '2025-03-12' },
    });
  });

  it('lists the posts with their categories and excerpts in Hindi', async () => {
    await speakOn('hi', ['/blog']);
    render(
      <MemoryRouter>
        <BlogPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'दुर्घटना के बाद: ऑर्थोपेडिक ट्रॉमा केयर आपको फिर से अपने पैरों पर कैसे खड़ा करती है' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^टूटी हड्डी के साथ अस्पताल पहुँचने पर क्या होता है/)).toBeInTheDocument();
    expect(screen.getAllByText('हड्डी और जोड़ (ऑर्थोपेडिक्स)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('28 अप्रैल 2025').length).toBeGreaterThan(0);
    expect(screen.queryByText(/After an Accident/)).not.toBeInTheDocument();
  });
});
