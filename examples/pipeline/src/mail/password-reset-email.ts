// Sample stub: the password reset email.
export async function sendPasswordResetEmail(to: string, token: string): Promise<void> {
  const link = `https://shop.example.com/reset-password?token=${encodeURIComponent(token)}`;
  await send({
    to,
    subject: 'Reset your Brightcart password',
    text: `Someone asked to reset the password of your Brightcart account.\n\nOpen this link within 30 minutes to choose a new one:\n${link}\n\nIf it was not you, ignore this email.`,
  });
}

declare function send(mail: { to: string; subject: string; text: string }): Promise<void>;
