#pragma once

#include "model/schema/project.h"

#include <nlohmann/json_fwd.hpp>

#include <QByteArray>

// The canonical project-file document: every field that applies is written, objects have sorted
// keys and arrays keep the model's order, so one edit is one changed line in a Git diff.
nlohmann::json projectToJson(const Project &project);

// Pretty-printed (two spaces), UTF-8, ending in a newline.
QByteArray serializeProject(const Project &project);
