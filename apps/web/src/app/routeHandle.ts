/** Data carried on routes: the header title, the back-button flag and the fade boundary. */
export type RouteHandle = {
  title?: string;
  back?: boolean;
  transitionRoot?: boolean;
};
