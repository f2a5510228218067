// What a person reads on the site server's own error pages, in the language of the address they asked for
// (the pages themselves, 404 included, are the live site's and translated there). API callers get the English
// `message` of error-answers.ts: it is meant for programs and their developers.
import type { Language } from '@hospital/hospital-data';

export interface ErrorTexts {
  titles: { 404: string; 500: string; 503: string; refused: string };
  messages: Record<400 | 404 | 405 | 408 | 413 | 415 | 417 | 431 | 500 | 503, string>;
  /** The two links are put in where `{home}` and `{contact}` stand. */
  home: string;
  contact: string;
  whereToGo: string;
  /** The emergency number is put in where `{phone}` stands. */
  emergency: string;
}

export const ERROR_TEXTS: Record<Language, ErrorTexts> = {
  en: {
    titles: {
      404: 'Page not found',
      500: 'Something went wrong',
      503: 'Temporarily unavailable',
      refused: 'This request could not be answered',
    },
    messages: {
      400: 'This address or request is not valid.',
      404: 'There is no page or file at this address.',
      405: 'This address can only be read (GET or HEAD).',
      408: 'The request took too long to arrive.',
      413: 'The request is too large.',
      415: 'This kind of request body is not accepted here.',
      417: 'The expectation in this request cannot be met.',
      431: 'The request line or its headers are too large.',
      500: 'Something went wrong on our side. Please try again.',
      503: 'This service is not available at the moment. Please try again.',
    },
    home: 'Go to the home page',
    contact: 'contact us',
    whereToGo: '{home} or {contact}.',
    emergency: 'In an emergency, call {phone} (24 hours).',
  },
  te: {
    titles: { 404: 'పేజీ కనబడలేదు', 500: 'ఏదో పొరపాటు జరిగింది', 503: 'తాత్కాలికంగా అందుబాటులో లేదు', refused: 'ఈ అభ్యర్థనకు జవాబు ఇవ్వలేకపోయాం' },
    messages: {
      400: 'ఈ చిరునామా లేదా అభ్యర్థన సరైనది కాదు.',
      404: 'ఈ చిరునామాలో పేజీ గానీ ఫైల్ గానీ లేదు.',
      405: 'ఈ చిరునామాను చదవడానికి మాత్రమే వీలుంది (GET లేదా HEAD).',
      408: 'అభ్యర్థన అందడానికి చాలా ఆలస్యమైంది.',
      413: 'అభ్యర్థన చాలా పెద్దదిగా ఉంది.',
      415: 'ఈ రకమైన అభ్యర్థనను ఇక్కడ స్వీకరించము.',
      417: 'ఈ అభ్యర్థన ఆశించినదాన్ని నెరవేర్చలేము.',
      431: 'అభ్యర్థన లైన్ గానీ దాని హెడర్లు గానీ చాలా పెద్దవిగా ఉన్నాయి.',
      500: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
      503: 'ఈ సేవ ప్రస్తుతం అందుబాటులో లేదు. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
    },
    home: 'హోమ్ పేజీకి వెళ్లండి',
    contact: 'మమ్మల్ని సంప్రదించండి',
    whereToGo: '{home} లేదా {contact}.',
    emergency: 'అత్యవసర పరిస్థితిలో {phone} కి కాల్ చేయండి (24 గంటలూ).',
  },
  hi: {
    titles: { 404: 'पेज नहीं मिला', 500: 'कुछ गड़बड़ हो गई', 503: 'अभी उपलब्ध नहीं', refused: 'इस अनुरोध का जवाब नहीं दिया जा सका' },
    messages: {
      400: 'यह पता या अनुरोध सही नहीं है।',
      404: 'इस पते पर कोई पेज या फ़ाइल नहीं है।',
      405: 'इस पते को केवल पढ़ा जा सकता है (GET या HEAD)।',
      408: 'अनुरोध पहुँचने में बहुत देर लगी।',
      413: 'अनुरोध बहुत बड़ा है।',
      415: 'इस तरह का अनुरोध यहाँ स्वीकार नहीं किया जाता।',
      417: 'इस अनुरोध की अपेक्षा पूरी नहीं की जा सकती।',
      431: 'अनुरोध की पंक्ति या उसके हेडर बहुत बड़े हैं।',
      500: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      503: 'यह सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    },
    home: 'होम पेज पर जाएँ',
    contact: 'हमसे संपर्क करें',
    whereToGo: '{home} या {contact}।',
    emergency: 'आपात स्थिति में {phone} पर कॉल करें (24 घंटे)।',
  },
};
