import { test, expect, expectLive, type Locator, type Page } from '../support/test';
import { DOCTORS } from '@hospital/hospital-data';
import { expectNoHorizontalScroll, expectOneH1InFrame, hrefsIn, open, saveShots, slowTests } from './home-helpers';

slowTests(test);

const SLIDES = ['24/7 Emergency Service', 'Specialized Expertise You Can Trust', 'Innovative Medical Solutions'];
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const slideHeading = (page: Page, name: string) => hero(page).getByRole('heading', { level: 2, name });
const shownSlide = (page: Page) => hero(page).getByRole('heading', { level: 2 });

test.describe('home page', () => {
  for (const path of ['/', '/home']) {
    test(`${path} renders the home page inside the frame with its own title`, async ({ page }) => {
      await open(page, path);
      await expectOneH1InFrame(page, /Ashraya Multispeciality Hospital/);
      await expect(page).toHaveTitle(/^Multispeciality Hospital in Kompally, Hyderabad \| Ashraya Multispeciality Hospital$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /24\/7 emergency/);
    });
  }

  test('the hero rotates to the next slide by itself after 3 s', async ({ page }) => {
    await open(page, '/');
    await page.mouse.move(0, 0);
    await expect(hero(page)).toHaveAttribute('data-rotating', 'true');
    const first = (await shownSlide(page).textContent()) ?? '';
    const expected = SLIDES[(SLIDES.indexOf(first) + 1) % SLIDES.length] ?? '';
    await expect(shownSlide(page)).toHaveText(expected);
    const firstImage = hero(page).locator('img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('width', '640');
  });

  test('the slides, their links and the Online Appointment button go where the spec says', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const links: Record<string, [string, string]> = {
      '24/7 Emergency Service': ['Contact emergency', '/contact'],
      'Specialized Expertise You Can Trust': ['Explore our services', '/services'],
      'Innovative Medical Solutions': ['About the hospital', '/about'],
    };
    for (const title of SLIDES) {
      await expect(slideHeading(page, title)).toBeVisible();
      const [label, href] = links[title] ?? ['', ''];
      await expect(hero(page).getByRole('link', { name: label })).toHaveAttribute('href', href);
      await expect(hero(page).getByRole('link', { name: 'Online Appointment' })).toHaveAttribute('href', '/appoinment');
      await page.getByRole('button', { name: 'Next slide' }).click();
    }
    await expect(slideHeading(page, '24/7 Emergency Service')).toBeVisible();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slideHeading(page, 'Innovative Medical Solutions')).toBeVisible();
    await page.getByRole('button', { name: 'Slide 2: Specialized Expertise You Can Trust' }).click();
    await expect(slideHeading(page, 'Specialized Expertise You Can Trust')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Slide \d/ })).toHaveCount(3);
    await hero(page).getByRole('link', { name: 'Online Appointment' }).click();
    await expect(page).toHaveURL(/\/appoinment$/);
  });

  test('the hero pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
    await open(page, '/');
    await hero(page).hover();
    await expect(hero(page)).toHaveAttribute('data-rotating', 'false');
    const shown = (await shownSlide(page).textContent()) ?? '';
    await page.waitForTimeout(3500);
    await expect(shownSlide(page)).toHaveText(shown);
    await page.mouse.move(0, 0);
    await expect(hero(page)).toHaveAttribute('data-rotating', 'true');
  });

  test('keyboard focus in the hero pauses it', async ({ page }) => {
    await open(page, '/');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await expect(hero(page)).toHaveAttribute('data-rotating', 'false');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(hero(page)).toHaveAttribute('data-rotating', 'true');
  });

  test('with reduced motion the hero and the marquee stand still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await page.mouse.move(0, 0);
    await expect(hero(page)).toHaveAttribute('data-rotating', 'false');
    const track = page.getByRole('region', { name: 'What we are about' }).locator('ul').first();
    await expect(track).toBeVisible();
    const animation = await track.evaluate((el) => getComputedStyle(el.parentElement as Element).animationName);
    expect(animation).toBe('none');
  });

  test('the marquee names doctor, treatment, patient, hospital and medicine', async ({ page }) => {
    await open(page, '/');
    const words = page.getByRole('region', { name: 'What we are about' }).getByRole('listitem');
    await expect(words).toHaveText(['doctor', 'treatment', 'patient', 'hospital', 'medicine']);
  });

  test('the about block shows the claims and leads to /about', async ({ page }) => {
    await open(page, '/');
    const about = page.getByRole('region', { name: 'A neighbourhood hospital with specialist care' });
    for (const claim of [String(DOCTORS.length), '99%', '6,000+']) await expect(about.getByText(claim, { exact: true })).toBeVisible();
    await expect(about.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
  });

  test('the six department tiles lead to the department pages', async ({ page }) => {
    await open(page, '/');
    const grid = page.getByRole('region', { name: 'Care for every member of the family' });
    expect(await hrefsIn(grid)).toEqual(['/general', '/gynecology', '/orthopaedics', '/cardiology', '/gastroenterology', '/emergency']);
    await grid.getByRole('link', { name: 'ENT (Ear, Nose & Throat) Care' }).click();
    await expect(page).toHaveURL(/\/emergency$/);
    await expectOneH1InFrame(page, 'ENT (Ear, Nose & Throat) Care');
  });

  test('Why Choose Us links to services, contact, appointment and team', async ({ page }) => {
    await open(page, '/');
    const why = page.getByRole('region', { name: 'Care that feels personal' });
    expect(await hrefsIn(why)).toEqual(['/services', '/contact', '/appoinment', '/team']);
  });

  test('every doctor of the roster links to their profile and All Doctors goes to /team', async ({ page }) => {
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Meet the doctors who will look after you' });
    const profiles = section.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(profiles).toHaveCount(DOCTORS.length);
    const hrefs = await profiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/team-single\/[a-z0-9-]+$/);
    await expect(section.getByRole('link', { name: 'All Doctors' })).toHaveAttribute('href', '/team');
    await profiles.first().click();
    await expect(page).toHaveURL(/\/team-single\//);
    await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Team member not found')).toHaveCount(0);
  });

  test('the testimonial carousel holds three stories and is keyboard operable', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Patient testimonials' });
    await expect(carousel.getByRole('button', { name: /^Testimonial \d/ })).toHaveCount(3);
    const quote = carousel.getByRole('group').locator('blockquote');
    const first = (await quote.textContent()) ?? '';
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(quote).not.toHaveText(first);
    await page.keyboard.press('ArrowLeft');
    await expect(quote).toHaveText(first);
  });

  test('on a phone the sections below the hero are hydrated as they come near, and work from the keyboard before', async ({ page }) => {
    // React marks each element it has adopted; a section left as the server drew it has no mark yet.
    const adopted = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    await expectLive(page);
    const carousel = page.getByRole('region', { name: 'Patient testimonials' });
    const doctors = page.getByRole('region', { name: 'Meet the doctors who will look after you' });
    expect(await adopted(carousel)).toBe(false);
    expect(await adopted(doctors)).toBe(false);

    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => adopted(carousel)).toBe(true);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName(/^Testimonial 2:/);

    // A link in a section not yet near, reached by the keyboard, goes where it says.
    await page.evaluate(() => window.scrollTo(0, 0));
    const allDoctors = doctors.getByRole('link', { name: 'All Doctors' });
    await allDoctors.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  });

  test('the latest three articles link to /blog-single/{slug}', async ({ page }) => {
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Latest articles from our doctors' });
    expect(await hrefsIn(section)).toEqual([
      '/blog-single/regular-health-checkups',
      '/blog-single/orthopedic-trauma-care',
      '/blog-single/emergency-pharmacy-services',
    ]);
  });

  test('the appointment band shows the booking form through the slot', async ({ page }) => {
    await open(page, '/');
    const band = page.getByRole('region', { name: 'Appointment for a visit to the hospital.' });
    // The shell loads the widget as the slot nears the viewport.
    await band.scrollIntoViewIfNeeded();
    await expect(band.locator('[data-slot="booking.appointment-form"] form')).toBeVisible({ timeout: 30_000 });
  });

  test('while booking is down the band links to /appoinment instead', async ({ page }) => {
    await page.route('**/remotes/booking/**', (route) => route.abort('connectionrefused'));
    await open(page, '/');
    const band = page.getByRole('region', { name: 'Appointment for a visit to the hospital.' });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appoinment', {
      timeout: 45_000,
    });
  });

  test('no horizontal scroll at 390 px and screenshots for review', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await expectNoHorizontalScroll(page);
    await open(page, '/home2');
    await expectNoHorizontalScroll(page);
    await saveShots(page, 'home', '/');
    await saveShots(page, 'home2', '/home2');
  });
});

test.describe('alternative home', () => {
  test('/home2 has its own h1, counters, the appointment band and the blog', async ({ page }) => {
    await open(page, '/home2');
    await expectOneH1InFrame(page, /Your family’s hospital in Kompally/);
    await expect(page).toHaveTitle(/^Your Family Hospital in Kompally \|/);
    await expect(page.getByRole('heading', { name: 'Appointment for a visit to the hospital.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest articles from our doctors' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('the counters count up to their values once scrolled into view', async ({ page }) => {
    // Narrow and short, so the counters start below the fold.
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/home2');
    const facts = page.getByRole('region', { name: 'Ashraya in numbers' });
    const values = facts.locator('li > span:not(.visually-hidden)').filter({ hasText: /\+$/ });
    await expect(values.first()).toHaveText('0+');
    await facts.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['12+', '5000+', '15+']);
    // The doctors are counted, not claimed: the roster's number, with no "+".
    await expect(facts.locator('li > span:not(.visually-hidden)').first()).toHaveText(String(DOCTORS.length));
    for (const label of ['Expert doctors', 'Years of experience', 'Happy patients', 'Awards'])
      await expect(facts.getByText(label)).toBeVisible();
  });

  test('with reduced motion the counters show their final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/home2');
    const facts = page.getByRole('region', { name: 'Ashraya in numbers' });
    await expect(facts.getByText('5000+')).toHaveCount(1);
    await expect(facts.getByText('0+', { exact: true })).toHaveCount(0);
  });
});
