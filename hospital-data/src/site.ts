/**
 * The hospital's identity, in one place (docs/product-rules.md#hospital-identity): a real hospital changes these values here
 * and every page, the footer, the booking consent line and the structured data follow.
 */
export const site = {
  name: 'Ashraya Multispeciality Hospital',
  shortName: 'Ashraya Hospital',
  tagline: 'Care that stays with you',
  origin: 'https://www.ashrayahospital.in',
  address: {
    street: 'Plot 42, Kompally Main Road, near Dulapally Cross Roads',
    locality: 'Kompally',
    city: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500014',
    country: 'IN',
  },
  /** Shown as +91 98480 22446; dialled and messaged as the E.164 form. */
  phoneDisplay: '+91 98480 22446',
  phoneE164: '+919848022446',
  emergencyDisplay: '+91 98480 22446',
  /** The hospital's own ambulance desk. */
  ambulanceDisplay: '+91 98480 33108',
  ambulanceE164: '+919848033108',
  /** Free public numbers that work from any phone in India, even without a SIM's credit. */
  publicAmbulance: '108',
  publicEmergency: '112',
  email: 'care@ashrayahospital.in',
  privacyEmail: 'privacy@ashrayahospital.in',
  blurb:
    'Ashraya is a multispeciality hospital in Kompally, Hyderabad, with modern operating theatres, a round-the-clock emergency and pharmacy, and specialists who take the time to explain.',
  mapUrl: 'https://maps.google.com/?q=Kompally+Main+Road+Kompally+Hyderabad+500014',
  mapEmbedUrl: 'https://maps.google.com/maps?q=Kompally%20Main%20Road%20Kompally%20Hyderabad&z=15&output=embed',
  geo: { latitude: 17.5356, longitude: 78.4836 },
  openingHours: {
    emergency: '24 hours, 7 days a week',
    outpatient: 'Monday to Saturday, 8:00 am to 8:00 pm',
    pharmacy: '24 hours, 7 days a week',
  },
  copyrightYear: 2025,
} as const;

export const whatsappUrl = (): string => `https://wa.me/${site.phoneE164.replace('+', '')}`;
export const telUrl = (number: string = site.phoneE164): string => `tel:${number.replace(/[^+\d]/g, '')}`;
export const mailtoUrl = (address: string = site.email): string => `mailto:${address}`;
export const pageTitle = (page: string): string => `${page} | ${site.name}`;
