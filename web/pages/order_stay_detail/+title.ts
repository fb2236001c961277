import { routeTitle } from '../../components/chrome/route-title.ts';

export default routeTitle('orderStayDetail');
