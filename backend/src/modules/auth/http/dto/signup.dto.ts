import { NewPassword, NewUsername } from './credential-fields';

export class SignupDto {
  @NewUsername()
  username: string;

  @NewPassword('Password', 'correct horse battery')
  password: string;
}
