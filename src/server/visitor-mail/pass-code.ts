import 'server-only';
import QRCode from 'qrcode';

/*
 * A pass's QR code: the reference as text, so a phone camera pointed at it reads the reference
 * itself, which reception types or pastes into the bookings board's search. Error correction M
 * survives a scratched screen; 240 px is sharp at the 200 px the mail shows it.
 */
export function passCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
