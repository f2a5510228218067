import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import BlogPage from './BlogPage';
import BlogLeftSidebarPage from './BlogLeftSidebarPage';
import BlogFullwidthPage from './BlogFullwidthPage';
import BlogSingleLeftSidebarPage from './BlogSingleLeftSidebarPage';
import { speakOn } from '../test/speak';

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const description = (): string | null => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

const renderArticle = () =>
  render(
    <MemoryRouter initialEntries={['/blog-single-left-sidebar/orthopedic-trauma-care']}>
      <Routes>
        <Route path="/blog-single-left-sidebar/:slug" element={<BlogSingleLeftSidebarPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the blog’s own words in Telugu', () => {
  it('shows the list page’s heading, title, cards and sidebar in Telugu', async () => {
    await speakOn('te', ['/blog-left-sidebar']);
    render(
      <MemoryRouter initialEntries={['/blog-left-sidebar']}>
        <BlogLeftSidebarPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ఆరోగ్య బ్లాగ్' })).toBeInTheDocument();
    expect(screen.getByText('రోగులు, వారి కుటుంబ సభ్యుల కోసం మా వైద్యులు రాసిన ఉపయోగకరమైన సలహాలు.')).toBeInTheDocument();
    expect(document.title).toContain('ఆరోగ్య బ్లాగ్ (ఎడమ వైపు సైడ్‌బార్)');
    expect(description()).toContain('కొంపల్లిలోని Ashraya Hospital వైద్యులు రాసిన వ్యాసాలు');
    expect(screen.getAllByRole('link', { name: /^మరింత చదవండి/ })).toHaveLength(3);
    expect(screen.getAllByText('రచయిత:', { exact: false }).length).toBeGreaterThan(0);

    expect(screen.getByRole('region', { name: 'వర్గాలు' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'సంబంధిత వ్యాసాలు' })).toBeInTheDocument();
    const help = screen.getByRole('region', { name: 'మేము మీకు ఎలా సహాయం చేయగలం?' });
    expect(help).toHaveTextContent(/మా ఎమర్జెన్సీ నంబర్ \+91 98480 22446 రోజుకు 24 గంటలు, వారంలో 7 రోజులు అందుబాటులో ఉంటుంది\./);
    expect(within(help).getByRole('link', { name: 'మమ్మల్ని సంప్రదించండి' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByLabelText('1 వ్యాసం').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('2 వ్యాసాలు').length).toBeGreaterThan(0);

    for (const english of ['Health Blog', 'READ MORE', 'Categories', 'Related Posts', 'How can we help you?', 'Contact Us']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Practical advice from our doctors/)).not.toBeInTheDocument();
    expect(screen.queryByText(/is open/)).not.toBeInTheDocument();
  });

  it('shows the article’s crumbs, gallery and way back in Telugu, with the doctor’s name kept as it is', async () => {
    await speakOn('te', ['/blog-single-left-sidebar/:slug']);
    renderArticle();
    // The breadcrumbs: Blog (in this layout), then the article.
    expect(screen.getByRole('link', { name: 'బ్లాగ్' })).toHaveAttribute('href', '/blog-left-sidebar');
    expect(screen.getByText('వ్యాసం', { selector: 'li[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'చిత్రాలు' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← అన్ని వ్యాసాలకు తిరిగి వెళ్లండి' })).toHaveAttribute('href', '/blog-left-sidebar');
    expect(screen.getByText('Dr. Karthik Varma', { selector: 'figcaption' })).toHaveAttribute('translate', 'no');
    expect(screen.queryByText('← Back to all articles')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gallery' })).not.toBeInTheDocument();
  });
});

describe('the blog’s own words in Hindi', () => {
  it('shows the full-width list in Hindi', async () => {
    await speakOn('hi', ['/blog-fullwidth']);
    render(
      <MemoryRouter initialEntries={['/blog-fullwidth']}>
        <BlogFullwidthPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'स्वास्थ्य ब्लॉग' })).toBeInTheDocument();
    expect(document.title).toContain('स्वास्थ्य ब्लॉग (पूरी चौड़ाई)');
    expect(description()).toContain('कोम्पल्ली स्थित Ashraya Hospital के डॉक्टरों के लेख');
    expect(screen.getAllByRole('link', { name: /^आगे पढ़ें/ })).toHaveLength(3);
    expect(screen.queryByText('READ MORE')).not.toBeInTheDocument();
    expect(screen.queryByText('Health Blog')).not.toBeInTheDocument();
  });

  it('shows the sidebar and the article’s own words in Hindi', async () => {
    await speakOn('hi', ['/blog-single-left-sidebar/:slug']);
    renderArticle();
    expect(screen.getByRole('region', { name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'संबंधित लेख' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'हम आपकी क्या मदद कर सकते हैं?' })).toHaveTextContent(
      /हमारी इमरजेंसी लाइन \+91 98480 22446 दिन के 24 घंटे, हफ़्ते के 7 दिन खुली रहती है।/,
    );
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('list', { name: 'तस्वीरें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← सभी लेखों पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Related Posts')).not.toBeInTheDocument();
    expect(screen.queryByText('Contact Us')).not.toBeInTheDocument();
  });
});

describe('the blog in English', () => {
  it('keeps its English words', () => {
    render(
      <MemoryRouter>
        <BlogPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Health Blog' })).toBeInTheDocument();
    expect(document.title).toContain('Health Blog');
    expect(description()).toBe(
      'Articles from the doctors of Ashraya Hospital, Kompally: preventive check-ups, fracture and trauma care, and what to do in an emergency.',
    );
    expect(screen.getAllByRole('link', { name: /^READ MORE/ })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'How can we help you?' })).toHaveTextContent(
      'Questions about a symptom, a test or a visit? Our team answers every message, and our emergency line +91 98480 22446 is open 24 hours, 7 days a week.',
    );
    expect(screen.getAllByLabelText('1 articles').length).toBeGreaterThan(0);
  });
});
