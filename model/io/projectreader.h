#pragma once

#include "model/schema/project.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

// Builds a Project from a parsed project-file document. Either the whole project comes back or
// nothing and one error naming the file and the JSON path: never a half-read project.
std::optional<Project> readProject(const nlohmann::json &document, const QString &fileName,
                                   QString *error);
