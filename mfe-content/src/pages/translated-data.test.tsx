import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { activateLanguage } from '@hospital/i18n';
import { Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { appointmentLink } from '@hospital/shared-types';
import DepartmentServicePage from './DepartmentServicePage';
import DepartmentSinglePage from './DepartmentSinglePage';
import PackageSinglePage from './PackageSinglePage';
import { TestimonialCarousel } from '../features/testimonials/components/TestimonialCarousel';
import { speakOn } from '../test/speak';

afterEach(() => act(() => activateLanguage('en', 'en-IN')));

describe('a department page in Telugu', () => {
  const renderCardiology = () =>
    render(
      <MemoryRouter initialEntries={['/cardiology']}>
        <DepartmentServicePage />
      </MemoryRouter>,
    );

  it('shows the department’s text from the Telugu catalog, and books under the English name', async () => {
    await speakOn('te', ['/cardiology']);
    renderCardiology();
    expect(screen.getByRole('heading', { level: 1, name: 'గుండె వైద్యం (కార్డియాలజీ)' })).toBeInTheDocument();
    expect(screen.getByText('అదే రోజు ECG, ఎకో, స్ట్రెస్ టెస్ట్‌లు; ఛాతీ నొప్పికి ఏ సమయంలోనైనా ఎమర్జెన్సీ బృందం.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'గుండె చప్పుడు గీత, ECG మానిటర్‌తో ఒక గుండె' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'ఛాతీ నొప్పి' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'కార్డియాక్ రీహాబిలిటేషన్' })).toBeInTheDocument();
    expect(screen.getByText('ట్రెడ్‌మిల్ స్ట్రెస్ టెస్ట్')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'మా కార్డియాలజీ స్పెషలిస్టులు' })).toBeInTheDocument();
    expect(screen.queryByText('Chest pain')).not.toBeInTheDocument();
    expect(screen.queryByText(/Heart disease arrives earlier/)).not.toBeInTheDocument();
    // What the booking form receives stays the contract's English name.
    const book = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === appointmentLink({ service: 'Cardiology & Heart Care' }));
    expect(book).toBeDefined();
  });

  it('goes back to the English text when the visitor switches to English', async () => {
    await speakOn('te', ['/cardiology']);
    renderCardiology();
    act(() => activateLanguage('en', 'en-IN'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cardiology & Heart Care' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Chest pain' })).toBeInTheDocument();
    expect(screen.queryByText('ఛాతీ నొప్పి')).not.toBeInTheDocument();
  });

  it('translates the department detail page, with the sidebar’s names, in Hindi', async () => {
    await speakOn('hi', ['/department-single/:slug']);
    render(
      <MemoryRouter initialEntries={['/department-single/ent-care']}>
        <Routes>
          <Route path="/department-single/:slug" element={<DepartmentSinglePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'कान, नाक और गला (ENT) उपचार' })).toBeInTheDocument();
    expect(screen.getByText('एंडोस्कोपिक साइनस सर्जरी')).toBeInTheDocument();
    expect(screen.getByText('हमारे ENT विशेषज्ञ')).toBeInTheDocument();
  });
});

describe('a package page in Telugu', () => {
  it('lists the tests, inclusions and preparation from the Telugu catalog under the Telugu title', async () => {
    await speakOn('te', ['/package-single/:id']);
    render(
      <MemoryRouter initialEntries={['/package-single/healthy-heart']}>
        <Routes>
          <Route path="/package-single/:id" element={<PackageSinglePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ఆరోగ్యకరమైన గుండె' })).toBeInTheDocument();
    expect(screen.getByText('మీ గుండెను, దానికి ఉన్న ప్రమాద కారకాలను దగ్గరగా పరిశీలించే పరీక్షలు; ఫలితాలను మా కార్డియాక్ సర్జన్ సమీక్షిస్తారు.')).toBeInTheDocument();
    expect(screen.getByText('2D ఎకోకార్డియోగ్రామ్ (2D ఎకో)')).toBeInTheDocument();
    expect(screen.getByText('ECG')).toBeInTheDocument();
    expect(screen.getByText('మా కార్డియాక్ సర్జన్‌తో సంప్రదింపు')).toBeInTheDocument();
    expect(screen.getByText('ట్రెడ్‌మిల్ టెస్ట్ కోసం సౌకర్యంగా ఉండే షూస్, వదులైన దుస్తులు వేసుకోండి.')).toBeInTheDocument();
    expect(screen.queryByText('Treadmill test (TMT)')).not.toBeInTheDocument();
  });
});

describe('the testimonials in Hindi', () => {
  it('shows the patients’ words in Hindi and their names as they are', async () => {
    await speakOn('hi', []);
    render(<TestimonialCarousel />);
    expect(screen.getByText(/डर के मारे मैं तीन साल से/)).toBeInTheDocument();
    expect(screen.getByText('कोम्पल्ली · घुटना प्रत्यारोपण')).toBeInTheDocument();
    expect(screen.getByText('Padmavathi R.')).toBeInTheDocument();
    expect(screen.queryByText(/I had put off my knee operation/)).not.toBeInTheDocument();
  });
});
