/** Every CMS page of the support domain: the shared page view, with the domain's blocks from its route. */
export { ContentPage as default } from '@site/shared-pages';
