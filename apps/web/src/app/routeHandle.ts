/** Data carried on routes: the header title, the back-button flag and the fade boundary. */
export type RouteHandle = {
  title?: string;
  back?: boolean;
  /** Shows the header's 'Withdraw Funds' button (SPEC §2). */
  withdraw?: boolean;
  transitionRoot?: boolean;
};
