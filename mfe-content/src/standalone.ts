import { mountStandalone } from '@hospital/shell/standalone';
import remote from './remote';

mountStandalone(remote);
