import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { getAddress } from 'viem';
import type { PayoutAddressChange, PayoutAddressState, PayoutAddressStatus } from '../../domain/payout-address';

const STATUSES: PayoutAddressStatus[] = ['pending', 'active', 'replaced', 'cancelled'];

export class PayoutAddressChangeDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', description: 'Checksummed (EIP-55).' })
  address: string;

  @ApiProperty({ example: 8453, description: 'The chain (EIP-155 id) payouts are sent on.' })
  chainId: number;

  requestedAt: Date;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When it is (or was) effective: the request plus the hold.',
  })
  effectiveAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt: Date | null;

  @ApiProperty({ enum: STATUSES, description: '`replaced`: the payout address until a later one became effective.' })
  status: PayoutAddressStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '203.0.113.7 · Mozilla/5.0 (X11; Linux x86_64)',
    description: 'The client address and browser the change was asked from.',
  })
  requestedFrom: string | null;

  static from(change: PayoutAddressChange, status: PayoutAddressStatus): PayoutAddressChangeDto {
    return {
      id: change.id,
      address: getAddress(change.address),
      chainId: change.chainId,
      requestedAt: change.requestedAt,
      effectiveAt: change.effectiveAt,
      cancelledAt: change.cancelledAt,
      status,
      requestedFrom: change.requestedFrom,
    };
  }
}

export class PayoutAddressStateDto {
  @ApiProperty({
    type: PayoutAddressChangeDto,
    nullable: true,
    description: 'Where payouts go now; null before the first is effective.',
  })
  current: PayoutAddressChangeDto | null;

  @ApiProperty({
    type: PayoutAddressChangeDto,
    nullable: true,
    description: 'A change waiting for its hold to end; it can be cancelled until then.',
  })
  pending: PayoutAddressChangeDto | null;

  @ApiProperty({ type: [PayoutAddressChangeDto], description: 'Every change, newest first (at most 50).' })
  history: PayoutAddressChangeDto[];

  static from(state: PayoutAddressState): PayoutAddressStateDto {
    const history = state.history.map(({ change, status }) => PayoutAddressChangeDto.from(change, status));
    return {
      current: history.find((entry) => entry.id === state.current?.id) ?? null,
      pending: history.find((entry) => entry.id === state.pending?.id) ?? null,
      history,
    };
  }
}

export class ChangePayoutAddressDto {
  @ApiProperty({ example: 3, description: 'One of the wallets linked to the account (`GET /api/account/wallets`).' })
  @IsInt({ message: 'Wallet must be the id of one of your wallets' })
  @Min(1, { message: 'Wallet must be the id of one of your wallets' })
  walletId: number;

  @ApiProperty({ example: 8453, description: 'An accepted chain (EIP-155 id) to be paid on.' })
  @IsInt({ message: 'Chain must be a chain id' })
  @Min(1, { message: 'Chain must be a chain id' })
  chainId: number;

  @ApiProperty({ required: false, format: 'password', maxLength: 128, description: "The account's password…" })
  @IsOptional()
  @IsString({ message: 'Password must be a string' })
  @IsNotEmpty({ message: 'Password must not be empty' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password?: string;

  @ApiProperty({
    required: false,
    maxLength: 32,
    example: '123456',
    description: '…or, with two-factor authentication on, a code of the authenticator app or a recovery code.',
  })
  @IsOptional()
  @IsString({ message: 'Code must be a string' })
  @IsNotEmpty({ message: 'Code must not be empty' })
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  code?: string;
}
