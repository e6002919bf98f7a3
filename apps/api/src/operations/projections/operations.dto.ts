import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /admin/system/projections/{name}/pause. */
export class PauseProjectionDto {
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(200, { message: 'Reason must be at most 200 characters' })
  reason?: string;
}
