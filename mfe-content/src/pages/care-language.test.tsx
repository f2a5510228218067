import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { site } from '@hospital/hospital-data';
import ServicesPage from './ServicesPage';
import DepartmentListPage from './DepartmentListPage';
import DepartmentServicePage from './DepartmentServicePage';
import ServiceSinglePage from './ServiceSinglePage';
import PackagesPage from './PackagesPage';
import PackageSinglePage from './PackageSinglePage';
import { searchDepartments } from '../data/departments/search';
import { departments } from '../data/departments/departments';
import { speakOn } from '../test/speak';

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const at = (path: string, route: string, element: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
    </MemoryRouter>,
  );

describe('the services and departments pages in Telugu', () => {
  it('shows the services page’s title, headings and cards in Telugu', async () => {
    await speakOn('te', ['/services']);
    at('/services', '/services', <ServicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'మా సేవలు' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ఆరు విభాగాలు, శ్రద్ధగా చూసుకునే ఒకే బృందం' })).toBeInTheDocument();
    expect(screen.getAllByText('మరిన్ని వివరాలు')).toHaveLength(6);
    expect(document.title).toBe(`మా సేవలు | ${site.name}`);
    expect(screen.queryByText('Six departments, one caring team')).not.toBeInTheDocument();
    expect(screen.queryByText(/Learn more/)).not.toBeInTheDocument();
  });

  it('searches departments by their Telugu names, and says how many match in Telugu', async () => {
    await speakOn('te', ['/department']);
    const user = userEvent.setup();
    at('/department', '/department', <DepartmentListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'విభాగాలు' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'విభాగం లేదా డాక్టర్ పేరుతో వెతకండి' });
    expect(screen.getByRole('status')).toHaveTextContent('6 విభాగాలు');
    await user.type(box, 'గుండె');
    expect(screen.getAllByRole('article').map((tile) => within(tile).getByRole('link').textContent)).toEqual(['గుండె వైద్యం (కార్డియాలజీ)']);
    expect(screen.getByRole('status')).toHaveTextContent('“గుండె”కు 1 విభాగం సరిపోలింది');
    await user.clear(box);
    await user.type(box, 'karthik');
    expect(screen.getByText('డాక్టర్లు:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Dr. Karthik Varma')).toHaveAttribute('translate', 'no');
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(screen.getByText(/ఏ విభాగం గానీ, డాక్టర్ గానీ సరిపోలలేదు/)).toBeInTheDocument();
    expect(screen.queryByText(/No department or doctor matches/)).not.toBeInTheDocument();
  });

  it('shows a department page’s fixed headings and call to action in Telugu', async () => {
    await speakOn('te', ['/cardiology']);
    at('/cardiology', '/cardiology', <DepartmentServicePage />);
    expect(screen.getByRole('heading', { level: 2, name: 'కార్డియాలజీలో మేము చికిత్స చేసే సాధారణ సమస్యలు' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'మా రోగులకు మేము ఎలా చికిత్స చేస్తాము' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'మా సేవలు' })).toBeInTheDocument();
    expect(screen.getByText('కార్డియాలజీ నిపుణులను సంప్రదించండి')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'సేవలు' })).toHaveAttribute('href', '/services');
    for (const english of ['Our Capabilities', 'Our Work Process', 'Need help choosing?', 'Book an appointment']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});

describe('the service detail and package pages in Hindi', () => {
  it('translates the service detail page’s fixed text', async () => {
    await speakOn('hi', ['/service-single/:slug']);
    at('/service-single/ent-care', '/service-single/:slug', <ServiceSinglePage />);
    expect(screen.getByRole('link', { name: 'ENT उपचार में हमारे सभी उपचार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी सुविधाएँ और विशेषज्ञता' })).toBeInTheDocument();
    expect(document.title).toBe(`ENT उपचार सेवाएँ | ${site.name}`);
    expect(screen.queryByText(/Everything we treat/)).not.toBeInTheDocument();
  });

  it('shows the packages list with Hindi labels', async () => {
    await speakOn('hi', ['/packages']);
    at('/packages', '/packages', <PackagesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हेल्थ चेक-अप पैकेज' })).toBeInTheDocument();
    expect(screen.getAllByText('प्रति व्यक्ति')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /^अभी बुक करें: / })).toHaveLength(6);
    expect(screen.getByText(/सोमवार से शनिवार, सुबह 8:00 से रात 8:00 बजे तक/)).toBeInTheDocument();
    expect(screen.queryByText(/Not sure which package suits you/)).not.toBeInTheDocument();
    expect(screen.queryByText('per person')).not.toBeInTheDocument();
    // Each card's first tests, from the packages' long texts.
    expect(screen.queryByText('Complete blood count (CBC) with ESR')).not.toBeInTheDocument();
  });

  it('shows a package’s headings and booking box in Hindi', async () => {
    await speakOn('hi', ['/package-single/:id']);
    at('/package-single/healthy-heart', '/package-single/:id', <PackageSinglePage />);
    expect(screen.getByRole('complementary', { name: 'कीमत और बुकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^शामिल जाँचें \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'तैयारी कैसे करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← सभी पैकेज' })).toHaveAttribute('href', '/packages');
    expect(document.title).toBe(`स्वस्थ हृदय जाँच पैकेज | ${site.name}`);
    for (const english of ['Also included', 'Who it is for', 'Package price', 'Book Now']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});

describe('the department search in English', () => {
  it('still finds departments by their English names and doctors, and not by Telugu ones it was not given', () => {
    expect(searchDepartments(departments, [], 'heart').map((d) => d.path)).toEqual(['/cardiology']);
    expect(searchDepartments(departments, [], 'గుండె')).toEqual([]);
    expect(searchDepartments(departments, [], 'हृदय', () => ['हृदय रोग उपचार']).length).toBe(6);
  });
});
