// The standalone application's payload folds three texts into `bio`: the biography, a
// blank line, 'Experience: ' plus experience, a blank line, 'Platform: ' plus platform.
// The server stores the three apart (the candidate page shows them as their own sections),
// so it unfolds what a client folded. Plain functions, no zod: the browser builds the body
// with `composeRegistrationBio`, the server reads it with `registrationTexts`.

export interface RegistrationTexts {
  bio: string;
  experience?: string;
  platform?: string;
}

const EXPERIENCE_LABEL = '\n\nExperience: ';
const PLATFORM_LABEL = '\n\nPlatform: ';

/** The biography, a blank line, the experience, a blank line, the platform. */
export function composeRegistrationBio({
  bio,
  experience,
  platform,
}: {
  bio: string;
  experience?: string;
  platform?: string;
}): string {
  return `${bio}${EXPERIENCE_LABEL}${experience ?? ''}${PLATFORM_LABEL}${platform ?? ''}`;
}

// Lazy: the biography ends at the first 'Experience: ' label and the experience at the next
// 'Platform: ' label; the platform is the rest. [\s\S] because the texts span lines.
const FOLDED_BIO = /^([\s\S]*?)\n\nExperience: ([\s\S]*?)\n\nPlatform: ([\s\S]*)$/;

/** The three texts of a folded `bio`; a bio that is not folded is the biography alone. */
export function unfoldRegistrationBio(bio: string): RegistrationTexts {
  const match = FOLDED_BIO.exec(bio);
  if (!match) return { bio };
  return { bio: match[1], experience: match[2], platform: match[3] };
}

/**
 * The biography, experience and platform of a POST /api/candidates body. Our form sends the
 * original folded `bio` and the two parts beside it, so the biography is exactly what is left
 * without the folded tail. A client that sends only the original payload is unfolded by the
 * labels (a biography that itself contains "\n\nExperience: " is cut there, the best a
 * folded text allows).
 */
export function registrationTexts(body: RegistrationTexts): RegistrationTexts {
  if (body.experience === undefined && body.platform === undefined) {
    return unfoldRegistrationBio(body.bio);
  }
  const tail = composeRegistrationBio({ ...body, bio: '' });
  const bio = body.bio.endsWith(tail) ? body.bio.slice(0, -tail.length) : body.bio;
  return { bio, experience: body.experience, platform: body.platform };
}
