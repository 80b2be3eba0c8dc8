import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { preloadRemoteArea } from '../federation/load-remote-screen';
import { remoteForPath } from '../routes/route-table';

/** A router link that starts loading the target's remote when pointed at or focused. */
export const PreloadLink = forwardRef<HTMLAnchorElement, LinkProps>(function PreloadLink(
  { to, onMouseEnter, onFocus, ...rest },
  ref,
) {
  const warm = () => {
    const remote = typeof to === 'string' ? remoteForPath(to) : null;
    if (remote) preloadRemoteArea(remote);
  };
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
