import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { checksummedAddress, WALLET_NAME_MAX_LENGTH, type Wallet } from '../../domain/wallet';
import type { SignInRequest, WalletOptions } from '../../application/wallet-proofs';
import { LoginResponseDto } from './two-factor.dto';
import { NewUsername } from './credential-fields';

const MESSAGE_MAX_LENGTH = 4000;
/** A 65-byte account signature, or a contract wallet's (EIP-1271), possibly wrapped for an undeployed one (EIP-6492). */
const SIGNATURE_MAX_LENGTH = 20_000;

export class WalletOptionsDto {
  @ApiProperty({ type: [Number], example: [1, 8453, 42161, 10, 137], description: 'Accepted chain ids (EIP-155).' })
  chainIds: number[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '0123456789abcdef0123456789abcdef',
    description:
      'The WalletConnect Cloud project id to connect wallets on other devices with; null when WalletConnect is not offered.',
  })
  walletConnectProjectId: string | null;

  static from(options: WalletOptions): WalletOptionsDto {
    return { chainIds: [...options.chainIds], walletConnectProjectId: options.walletConnectProjectId };
  }
}

export class WalletSignInRequestDto {
  @ApiProperty({ example: '4f1c7e0a9b2d4c6e8f0a1b3c5d7e9f21', description: 'Single use, bound to this session.' })
  nonce: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'The nonce is refused after this (10 minutes).' })
  expiresAt: Date;

  @ApiProperty({ example: 'chainboost.example', description: "The message's domain: this site's host." })
  domain: string;

  @ApiProperty({ example: 'https://chainboost.example', description: "The message's URI: this site's origin." })
  uri: string;

  @ApiProperty({
    example: 'Sign in to ChainBoost with this wallet.',
    description: 'A statement the message may carry.',
  })
  statement: string;

  @ApiProperty({ type: [Number], example: [1, 8453, 42161, 10, 137], description: 'Accepted chain ids (EIP-155).' })
  chainIds: number[];

  static from(request: SignInRequest): WalletSignInRequestDto {
    return { ...request, chainIds: [...request.chainIds] };
  }
}

export class WalletProofDto {
  @ApiProperty({
    maxLength: MESSAGE_MAX_LENGTH,
    example:
      'chainboost.example wants you to sign in with your Ethereum account:\n0x…\n\nSign in to ChainBoost with this ' +
      'wallet.\n\nURI: https://chainboost.example\nVersion: 1\nChain ID: 1\nNonce: 4f1c…\nIssued At: 2026-12-07T10:00:00.000Z',
    description: 'The EIP-4361 message the wallet signed, with the nonce of `POST /api/auth/wallet/nonce`.',
  })
  @IsString({ message: 'Message must be a string' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  message: string;

  @ApiProperty({
    maxLength: SIGNATURE_MAX_LENGTH,
    pattern: '^0x([0-9a-fA-F]{2})+$',
    example: `0x${'5c1f'.repeat(32)}1b`,
    description: 'The signature (EIP-191 personal_sign), hex.',
  })
  @IsString({ message: 'Signature must be a string' })
  @MaxLength(SIGNATURE_MAX_LENGTH, { message: `Signature must be at most ${SIGNATURE_MAX_LENGTH} characters` })
  @Matches(/^0x([0-9a-fA-F]{2})+$/, { message: 'Signature must be hex, starting with 0x' })
  signature: string;
}

export class NewWalletDto {
  @ApiProperty({ example: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', description: 'Checksummed (EIP-55).' })
  address: string;

  @ApiProperty({ example: 1 })
  chainId: number;
}

export class WalletLoginResponseDto extends LoginResponseDto {
  @ApiProperty({
    type: NewWalletDto,
    nullable: true,
    required: false,
    description:
      'Present when the wallet belongs to no account yet: nobody is signed in; choose a username with ' +
      '`POST /api/auth/wallet/signup` within 10 minutes. `user` is null then.',
  })
  newWallet?: NewWalletDto;
}

export class WalletSignupDto {
  @NewUsername()
  username: string;
}

export class WalletDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', description: 'Checksummed (EIP-55).' })
  address: string;

  @ApiProperty({ example: 8453, description: 'The chain (EIP-155 id) it signed on when it was linked.' })
  chainId: number;

  @ApiProperty({ type: String, nullable: true, example: 'Ledger', maxLength: WALLET_NAME_MAX_LENGTH })
  name: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'vitalik.eth',
    description:
      "The address's primary ENS name, when the mainnet RPC URL resolves one (the reverse record, checked forward).",
  })
  ensName: string | null;

  linkedAt: Date;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last sign-in with it (at most once a minute).',
  })
  lastUsedAt: Date | null;

  static from(wallet: Wallet, ensNames: ReadonlyMap<string, string>): WalletDto {
    return {
      id: wallet.id,
      address: checksummedAddress(wallet.address),
      chainId: wallet.chainId,
      name: wallet.name,
      ensName: ensNames.get(wallet.address) ?? null,
      linkedAt: wallet.linkedAt,
      lastUsedAt: wallet.lastUsedAt,
    };
  }
}

export class RenameWalletDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ledger',
    maxLength: WALLET_NAME_MAX_LENGTH,
    description: 'Empty or null removes the name.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Name must be a string' })
  @MaxLength(WALLET_NAME_MAX_LENGTH, { message: `Name must be at most ${WALLET_NAME_MAX_LENGTH} characters` })
  name: string | null;
}

export class UnlinkedWalletDto {
  @ApiProperty({ example: 3 })
  id: number;
}
