import styled from 'styled-components';

/**
 * Puts the site's theme (shared-ui tokens: fonts, colours, radii, focus ring) on the Uppy
 * Dashboard inside it, which otherwise draws its own greys, blues and system fonts.
 * Uppy reads a few CSS variables; the rest are its class names, restyled here.
 * `&&` doubles this frame's class so these rules outrank Uppy's `[data-uppy-theme=dark] .x`
 * whichever stylesheet loads last.
 */
export const ThemedDashboardFrame = styled.div`
  --uppy-font-family: ${({ theme }) => theme.fonts.body};
  --uppy-color-primary: ${({ theme }) => theme.colors.primary};
  --uppy-color-primary-hover: ${({ theme }) => theme.colors.primaryHover};
  --uppy-color-danger: ${({ theme }) => theme.colors.danger};
  --uppy-color-danger-hover: ${({ theme }) => theme.colors.dangerHover};
  min-width: 0;

  && .uppy-Root {
    max-width: 100%;
    font-family: ${({ theme }) => theme.fonts.body};
  }

  /* The widget: the page's darkest green, framed like the site's inputs. */
  && .uppy-Dashboard-inner {
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.background};
  }

  && .uppy-Dashboard-innerWrap {
    border-radius: ${({ theme }) => theme.radii.md};
  }

  && .uppy-Dashboard-AddFiles {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  && .uppy-Dashboard-AddFiles-title,
  && .uppy-DashboardContent-title,
  && .uppy-Dashboard-Item-name,
  && .uppy-StatusBar-content,
  && .uppy-StatusBar-statusPrimary {
    color: ${({ theme }) => theme.colors.text};
  }

  && .uppy-Dashboard-note,
  && .uppy-Dashboard-Item-status,
  && .uppy-StatusBar-statusSecondary {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* Links and text buttons in the site's green instead of Uppy's blue. */
  && .uppy-Dashboard-browse,
  && .uppy-DashboardContent-back,
  && .uppy-DashboardContent-save,
  && .uppy-DashboardContent-addMore,
  && .uppy-StatusBar-actionBtn--done {
    color: ${({ theme }) => theme.colors.primaryText};
  }

  && .uppy-Dashboard-browse:hover,
  && .uppy-Dashboard-browse:focus {
    border-bottom-color: ${({ theme }) => theme.colors.primaryText};
  }

  /* Bars and panels on the card surface, with the site's borders. */
  && .uppy-DashboardContent-bar,
  && .uppy-DashboardContent-panelBody,
  && .uppy-Dashboard-FileCard-info,
  && .uppy-Dashboard-FileCard-actions,
  && .uppy-StatusBar,
  && .uppy-StatusBar.is-waiting .uppy-StatusBar-actions {
    border-color: ${({ theme }) => theme.colors.border};
    background-color: ${({ theme }) => theme.colors.surface};
  }

  && .uppy-Dashboard-AddFilesPanel {
    background: ${({ theme }) => theme.colors.surface};
  }

  && .uppy-StatusBar::before {
    background-color: ${({ theme }) => theme.colors.border};
  }

  && .uppy-StatusBar:not([aria-hidden='true']).is-waiting {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background-color: ${({ theme }) => theme.colors.surface};
  }

  && .uppy-Dashboard-Item {
    border-color: ${({ theme }) => theme.colors.border};
  }

  && .uppy-Dashboard-Item-action--remove {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  && .uppy-Dashboard-Item-action--remove:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  /* Uppy paints a thumbnail's backdrop inline (half-white, or a colour by file type). */
  && .uppy-Dashboard-Item-previewInnerWrap {
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.surfaceRaised} !important;
  }

  /* Upload: the site's primary button. */
  && .uppy-StatusBar.is-waiting .uppy-StatusBar-actionBtn--upload {
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  && .uppy-StatusBar.is-waiting .uppy-StatusBar-actionBtn--upload:hover {
    background-color: ${({ theme }) => theme.colors.primaryHover};
  }

  && .uppy-StatusBar-actionBtn--retry {
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }

  && .uppy-StatusBar-progress,
  && .uppy-StatusBar.is-complete .uppy-StatusBar-progress {
    background-color: ${({ theme }) => theme.colors.primary};
  }

  && .uppy-StatusBar.is-error .uppy-StatusBar-progress {
    background-color: ${({ theme }) => theme.colors.danger};
  }

  /* The site's focus ring, not Uppy's light-blue glow (which also showed after a click). */
  && button:focus,
  && [tabindex]:focus {
    box-shadow: none;
  }

  && button:focus-visible,
  && [tabindex]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: none;
  }

  /*
   * The reason for a failed upload is said once, in the dialog's own message under the
   * widget: Uppy's '?' buttons beside the file and the status would repeat it in a tooltip
   * (and in the browser's alert box when pressed).
   */
  && .uppy-Dashboard-Item-errorDetails,
  && .uppy-StatusBar-details {
    display: none;
  }
`;
