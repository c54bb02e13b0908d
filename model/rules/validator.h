#pragma once

#include "model/rules/finding.h"
#include "model/schema/project.h"

// What HBase itself would refuse when the design is created (docs/hbase-reference.md §3, §4, §2):
// illegal names, attribute values the master rejects, split lists it cannot take. The export
// refuses to write a table with any of these errors.
namespace Validator {

QList<Finding> validate(const Project &project);
QList<Finding> validateTable(const Project &project, const Table &table);

namespace RuleId {
inline constexpr char kIllegalName[] = "HBD-NAME-001";
inline constexpr char kNonAsciiName[] = "HBD-NAME-002";
inline constexpr char kNoFamily[] = "HBD-CF-001";
inline constexpr char kQualifierField[] = "HBD-CF-006";
inline constexpr char kVersions[] = "HBD-ATTR-001";
inline constexpr char kMinVersions[] = "HBD-ATTR-002";
inline constexpr char kTtl[] = "HBD-ATTR-003";
inline constexpr char kBlockSize[] = "HBD-ATTR-004";
inline constexpr char kCodecVersion[] = "HBD-ATTR-005";
inline constexpr char kBloomPrefix[] = "HBD-ATTR-006";
inline constexpr char kReplicationScope[] = "HBD-ATTR-007";
inline constexpr char kTableAttribute[] = "HBD-ATTR-008";
inline constexpr char kSplits[] = "HBD-SPLIT-001";
inline constexpr char kNoRowKey[] = "HBD-KEY-001";
inline constexpr char kRowKeyInvalid[] = "HBD-KEY-002";
} // namespace RuleId

} // namespace Validator
