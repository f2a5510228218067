import { useSiteText } from '@hospital/hospital-data';

/** The hospital's opening hours and its place name in the page's language (the contract's words). */
export function useVisitFacts() {
  const siteText = useSiteText();
  return {
    hours: {
      emergency: siteText('site.hours.emergency'),
      outpatient: siteText('site.hours.outpatient'),
      pharmacy: siteText('site.hours.pharmacy'),
    },
    locality: siteText('site.address.locality'),
    city: siteText('site.address.city'),
  };
}
