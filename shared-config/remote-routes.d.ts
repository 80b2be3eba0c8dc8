declare namespace remoteRoutes {
  /** One route owned by a remote (see remote-routes.js). */
  interface RemoteRoute {
    /** React Router pattern, e.g. '/PaidState/:state'. */
    path: string;
    /** Federation name of the owning remote. */
    remote: 'mf_brackets' | 'mf_debate' | 'mf_candidate' | 'mf_shorts' | 'mf_campaign_urls';
    /** Exposed module, without the leading './'. */
    screen: string;
    label: string;
    /** The document title, before ' | PAID'; `:state` stands for the state's name. */
    title: string;
  }
}

declare const remoteRoutes: readonly remoteRoutes.RemoteRoute[];
export = remoteRoutes;
