// How the booking API refuses while its loop is late (the watch itself: @hospital/server-kit): the patient's
// language on their routes, English elsewhere, nothing booked or changed.
import type { FastifyInstance } from 'fastify';
import type { Language } from '@hospital/hospital-data';
import { watchEventLoop, type LoopLimits } from '@hospital/server-kit';
import { HttpError } from './errors';
import { requestLanguage } from './language';

export { answerUnderPressure, LOOP_LIMITS, type LoopLimits } from '@hospital/server-kit';

const BUSY: Record<Language, string> = {
  en: 'The booking service is very busy just now, so nothing was booked or changed. Please try again in a few seconds.',
  te: 'బుకింగ్ సేవ ప్రస్తుతం చాలా రద్దీగా ఉంది, కాబట్టి ఏదీ బుక్ కాలేదు, ఏదీ మారలేదు. దయచేసి కొన్ని క్షణాల తర్వాత మళ్ళీ ప్రయత్నించండి.',
  hi: 'बुकिंग सेवा अभी बहुत व्यस्त है, इसलिए न कुछ बुक हुआ और न कुछ बदला। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
};

export const watchLoop = (app: FastifyInstance, limits: LoopLimits): Promise<void> =>
  watchEventLoop(app, limits, (request) => Promise.reject(new HttpError(503, BUSY[requestLanguage(request)])));
