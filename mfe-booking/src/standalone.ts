import { mountStandalone } from '@hospital/shell/standalone';
import { routeList } from './route-list';
import remote from './remote';

mountStandalone(remote, routeList);
